import Add from "@mui/icons-material/Add";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MenuOpen from "@mui/icons-material/MenuOpen";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAlertBannerHeight } from "@/components/feedback-ui/alert-banner";
import { TOP_BAR_HEIGHT_PX } from "@/components/layout/top-bar";
import { paths } from "@/config/paths";
import { useConversations } from "../api/get-conversations";
import { ConversationList } from "./conversation-list";
import { RenameConversationDialog } from "./rename-conversation-dialog";

const PANEL_WIDTH_PX = 300;

type Props = {
  userId: string;
  activeConversationId?: string;
  /** Heading of the page; by default the active conversation's title from the list. */
  title?: string;
  /** Extra actions at the end of the header row. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The chat pages' frame: the conversation list beside the page on wide screens, in a drawer
 * on small ones, and a viewport-high column below the top bar (spec section 2: the view loses
 * the alert banner's height while it shows).
 */
export function ChatLayout({ userId, activeConversationId, title, actions, children }: Props) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const bannerHeight = useAlertBannerHeight();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const list = useConversations(userId);
  // The open conversation, when the heading is its title: that title can be renamed here.
  const active = title === undefined ? list.data?.find((c) => c.conversationId === activeConversationId) : undefined;
  const heading = title ?? active?.title ?? "Conversation";

  const panel = (
    <Box component="nav" aria-label="Conversations" id={panelId} sx={{ width: PANEL_WIDTH_PX, maxWidth: "85vw", py: 1.5 }}>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.chat.getHref()}
          variant="outlined"
          startIcon={<Add />}
          fullWidth
          onClick={() => setDrawerOpen(false)}
        >
          New chat
        </Button>
      </Box>
      <Divider />
      <Typography variant="overline" component="h2" color="textSecondary" sx={{ px: 2, pt: 1.5, display: "block" }}>
        Your conversations
      </Typography>
      <ConversationList userId={userId} activeConversationId={activeConversationId} onPicked={() => setDrawerOpen(false)} />
    </Box>
  );

  return (
    <Box
      sx={{
        display: "flex",
        // The top bar's 1 px bottom border comes on top of its height.
        height: `calc(100dvh - ${TOP_BAR_HEIGHT_PX + 1 + bannerHeight}px)`,
        transition: "height 0.3s ease",
        overflow: "hidden",
      }}
    >
      {wide ? (
        <Box sx={{ flexShrink: 0, borderRight: 1, borderColor: "divider", overflowY: "auto", bgcolor: "background.paper" }}>{panel}</Box>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { role: "dialog", "aria-modal": true, "aria-label": "Conversations" } }}
        >
          {panel}
        </Drawer>
      )}
      <Box component="section" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: { xs: 1, sm: 2 }, py: 0.5, minHeight: 48, borderBottom: 1, borderColor: "divider" }}>
          {!wide && (
            <IconButton
              aria-label="Show conversations"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? panelId : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuOpen />
            </IconButton>
          )}
          <Typography id={titleId} variant="h3" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {heading}
          </Typography>
          {active && (
            <Tooltip title="Rename">
              <IconButton aria-label="Rename conversation" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions}
        </Box>
        {children}
      </Box>
      <RenameConversationDialog userId={userId} conversation={renaming && active ? active : null} onClose={() => setRenaming(false)} />
    </Box>
  );
}
