import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-5px); opacity: 1; }
`;

/** Spec section 2: the 'Thinking' bubble with three dots bouncing over 1.2 s, 0.2 s apart. */
export function TypingBubble() {
  return (
    <Box component="li" sx={{ display: "flex" }}>
      <Box
        role="status"
        sx={{ display: "inline-flex", alignItems: "center", gap: 1, px: 2, py: 1.25, borderRadius: 3, bgcolor: "bot", color: "text.secondary" }}
      >
        Thinking
        <Box component="span" aria-hidden sx={{ display: "inline-flex", gap: 0.5 }}>
          {[0, 1, 2].map((i) => (
            <Box
              key={i}
              component="span"
              data-testid="typing-dot"
              sx={{
                width: 6,
                height: 6,
                borderRadius: "50%",
                bgcolor: "currentColor",
                animation: `${bounce} 1.2s ease-in-out infinite`,
                animationDelay: `${i * 0.2}s`,
                // Still dots instead of the theme's near-zero duration, which would flicker forever.
                "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.8 },
              }}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
