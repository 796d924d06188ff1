import { useParams } from "react-router";
import { SharedReportScreen } from "@/features/report/components/shared-report-screen";

/** `/r/{token}`: a shared report, public and read-only, outside the app's shell (issue 7). */
export default function SharedReportRoute() {
  const { token = "" } = useParams();
  return <SharedReportScreen token={token} />;
}
