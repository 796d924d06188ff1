import AccountCircle from "@mui/icons-material/AccountCircle";
import Logout from "@mui/icons-material/Logout";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "../hooks/use-auth-session";
import { useSignOut } from "../hooks/use-sign-out";

/** Top-bar menu for a signed-in person (guests included): Settings and Sign out. */
export function UserMenu() {
  const { user, isAnonymous } = useAuthSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const label = isAnonymous ? "Guest" : user.email;

  return (
    <>
      <IconButton
        aria-label="Account menu"
        title="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
      >
        <AccountCircle />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>
          {label}
        </Typography>
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
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
