// Temporary visual harness (deleted after use).
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { IntakeFormView } from "../components/intake-form";

const q = new URLSearchParams(location.search);
localStorage.setItem("headache_config", JSON.stringify({ theme: q.get("theme") ?? "light" }));
if (q.get("ui")) localStorage.setItem("headache_intake_ui_state", q.get("ui")!);
if (q.get("draft") === "1")
  localStorage.setItem("headache_intake_form", JSON.stringify({ about: { chief_complaint: "Throbbing pain behind the right eye", age: 16, sex: "female" }, headache: { severe_days: 12, mild_days: 6, autonomic_symptoms: [{ symptom: "lacrimation", side: "right" }, { symptom: "restlessness", side: "" }], pain_locations: ["behind_eye"], sidedness: "always_right", pain_characteristics: ["throbbing"] }, medications: { acute: [{ name: "Ibuprofen", dose: "400 mg", days_per_month: 8 }], preventative: [{ name: "Propranolol", efficacy: "less_50", start_date: "2024-01" }] }, allergies: { items: [{ substance: "Penicillin", reaction: "rash" }] }, family: { conditions: [{ condition: "migraine", relatives: ["mother"] }] } }));
window.fetch = async () => new Response(JSON.stringify({ detail: "Not found" }), { status: 404, headers: { "Content-Type": "application/json" } });
const router = createMemoryRouter([{ path: "/intake", element: <IntakeFormView userId="u1" ensureUserId={async () => "u1"} /> }, { path: "*", element: <p>chat</p> }], { initialEntries: ["/intake"] });
createRoot(document.getElementById("root")!).render(<AppProviders><div style={{ maxWidth: 900, margin: "0 auto", padding: 12 }}><RouterProvider router={router} /></div></AppProviders>);
