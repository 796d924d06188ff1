import { env } from "@/config/env";

/** Sets the document title (React 19 hoists <title> into <head>): WCAG 2.4.2 "Page Titled". */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${env.APP_NAME} (beta)` : `${env.APP_NAME} (beta)`}</title>;
}
