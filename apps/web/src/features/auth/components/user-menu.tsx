import AccountCircle from "@mui/icons-material/AccountCircle";
import Logout from "@mui/icons-material/Logout";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import EventNoteOutlined from "@mui/icons-material/EventNoteOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Badge from "@mui/material/Badge";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { GuestSignOutDialog } from "@/components/feedback-ui/guest-sign-out-dialog";
import { paths } from "@/config/paths";
import { useAuthSession } from "../hooks/use-auth-session";
import { useSignOut } from "../hooks/use-sign-out";

/** Where a guest creates an account: the upgrade section of Settings. */
export const GUEST_UPGRADE_HREF = `${paths.settings.getHref()}#account`;
export const GUEST_PROMPT = "Save your chats: create an account";

/**
 * Top-bar menu for a signed-in person (guests included): the headache diary, intake answers, Settings
 * and Sign out. A guest also sees a quiet, persistent "Save your chats" prompt (a button on wider
 * screens, a dot and a menu item on phones), and is warned before signing out loses their data.
 */
export function UserMenu() {
  const { user, isAnonymous } = useAuthSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmingGuestSignOut, setConfirmingGuestSignOut] = useState(false);
  const menuId = useId();
  if (!user) return null;
  const label = isAnonymous ? "Guest" : user.email;

  return (
    <>
      {isAnonymous && (
        <Button
          component={RouterLink}
          to={GUEST_UPGRADE_HREF}
          size="small"
          variant="outlined"
          startIcon={<SaveOutlined />}
          title={GUEST_PROMPT}
          sx={{ display: { xs: "none", sm: "inline-flex" }, whiteSpace: "nowrap", flexShrink: 0 }}
        >
          Save your chats
        </Button>
      )}
      <IconButton
        aria-label={isAnonymous ? "Account menu (guest: your chats are not saved yet)" : "Account menu"}
        title="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
      >
        <Badge color="secondary" variant="dot" invisible={!isAnonymous}>
          <AccountCircle />
        </Badge>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>
          {label}
        </Typography>
        {isAnonymous && (
          <MenuItem
            sx={{ whiteSpace: "normal", maxWidth: 300 }}
            onClick={() => {
              setAnchor(null);
              void navigate(GUEST_UPGRADE_HREF);
            }}
          >
            <ListItemIcon>
              <SaveOutlined fontSize="small" />
            </ListItemIcon>
            {GUEST_PROMPT}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.diary.getHref());
          }}
        >
          <ListItemIcon>
            <EventNoteOutlined fontSize="small" />
          </ListItemIcon>
          Headache diary
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.intake.getHref());
          }}
        >
          <ListItemIcon>
            <AssignmentOutlined fontSize="small" />
          </ListItemIcon>
          Intake answers
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.settings.getHref());
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            if (isAnonymous) setConfirmingGuestSignOut(true);
            else void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
      <GuestSignOutDialog open={confirmingGuestSignOut} onSignOut={signOut} onClose={() => setConfirmingGuestSignOut(false)} />
    </>
  );
}
