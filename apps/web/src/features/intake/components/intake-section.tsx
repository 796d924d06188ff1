import type { IntakeForm, IntakeFormSection } from "@hg/shared/intake-form";
import type { Control } from "react-hook-form";
import { AboutSection } from "./sections/about-section";
import { HeadacheSection } from "./sections/headache-section";
import { AllergiesSection, FamilySection, HormonalSection, MedicalSection, SocialSection, SystemsSection } from "./sections/history-sections";
import { MedicationsSection } from "./sections/medications-section";

type Props = { id: IntakeFormSection; control: Control<IntakeForm>; expanded: readonly string[]; onToggle: (part: string, open: boolean) => void };

/** The fields of one step. */
export function IntakeSection({ id, control, expanded, onToggle }: Props) {
  switch (id) {
    case "about":
      return <AboutSection control={control} />;
    case "headache":
      return <HeadacheSection control={control} expanded={expanded} onToggle={onToggle} />;
    case "medications":
      return <MedicationsSection control={control} />;
    case "medical":
      return <MedicalSection control={control} />;
    case "allergies":
      return <AllergiesSection control={control} />;
    case "family":
      return <FamilySection control={control} />;
    case "social":
      return <SocialSection control={control} />;
    case "review_of_systems":
      return <SystemsSection control={control} />;
    case "hormonal":
      return <HormonalSection control={control} />;
  }
}
