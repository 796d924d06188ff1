import Box from "@mui/material/Box";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";

/** The share link as a QR code, for a doctor to scan from the person's phone. */
export function ShareLinkQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: "M" })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return null;
  // Dark modules on white whatever the theme: scanners need the contrast.
  return <Box component="img" src={src} alt="QR code of the share link" sx={{ width: 200, height: 200, bgcolor: "common.white", p: 1, borderRadius: 1 }} />;
}
