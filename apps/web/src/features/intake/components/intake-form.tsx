import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@hg/shared/errors";
import { emptyIntakeForm, hormonalSectionApplies, type IntakeForm, type IntakeFormSection } from "@hg/shared/intake-form";
import { IntakeFormSubmitSchema, intakeApiPathToFormPath, validateIntakeForm } from "@hg/shared/intake-form-validation";
import { intakeApiToForm } from "@hg/shared/intake-mapping";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors, type FieldPath } from "react-hook-form";
import { useNavigate } from "react-router";
import { notify } from "@/components/feedback-ui/notifications";
import { focusField } from "@/components/form";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useIntake } from "../api/get-intake";
import { useSubmitIntake } from "../api/submit-intake";
import { useIntakeAutosave } from "../hooks/use-intake-autosave";
import { DEFAULT_EXPANDED, INTAKE_SECTIONS, locateField, visibleSections } from "../sections";
import { clearIntakeDraft, clearIntakeUiState, readIntakeDraft, readIntakeUiState, writeIntakeUiState, type IntakeUiState } from "../utils/intake-storage";
import { ageFromDateOfBirth } from "../utils/age";
import { intakeSubmitErrorMessage } from "../utils/submit-error";
import { IntakeSection } from "./intake-section";
import { IntakeProgress } from "./intake-progress";

/** What the user-details step already knows (profile dob and gender), to fill in "About you". */
export type IntakePrefill = { dateOfBirth?: string | null; gender?: string | null };

type Props = {
  /** The signed-in person, or null (the page then starts a guest session on submit). */
  userId: string | null;
  /** Answers the signed-in person's id, starting a guest session first when nobody is signed in. */
  ensureUserId: () => Promise<string>;
  prefill?: IntakePrefill | undefined;
};

const SEXES = new Set(["female", "male", "other"]);

/** Leaf paths of react-hook-form errors, in the order of the form's steps. */
function errorPaths(errors: FieldErrors, prefix = ""): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === "string") out.push(path);
    else out.push(...errorPaths(value as FieldErrors, path));
  }
  const order = (p: string) => INTAKE_SECTIONS.findIndex((s) => s.id === p.split(".")[0]);
  return out.sort((a, b) => order(a) - order(b));
}

/** The /intake form: steps, autosave, saved-intake load, validation with focus, submit, then the chat. */
export function IntakeFormView({ userId, ensureUserId, prefill }: Props) {
  const navigate = useNavigate();
  const [draft] = useState(readIntakeDraft);
  const [ui, setUi] = useState<IntakeUiState>(() => readIntakeUiState() ?? { section: "about", expanded: DEFAULT_EXPANDED });
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<IntakeForm>({
    defaultValues: draft?.form ?? emptyIntakeForm(),
    resolver: zodResolver(IntakeFormSubmitSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { control, handleSubmit, reset, watch, trigger, setError, setValue, getValues, formState } = form;
  // Always fetched: a saved intake means this visit edits it (no new chat on save); it fills the form only without a draft.
  const saved = useIntake(userId);
  const editing = Boolean(saved.data);
  const submit = useSubmitIntake();
  useIntakeAutosave(watch);

  // The newer of the saved intake and this device's draft fills the form, once, before the person types:
  // a draft from before the intake was last saved (on another device or tab) is set aside, and said so.
  const { isDirty } = formState;
  const applied = useRef<unknown>(null);
  const [draftSetAside, setDraftSetAside] = useState(false);
  useEffect(() => {
    if (!saved.data || applied.current !== null || isDirty) return;
    if (draft !== null && (saved.data.savedAt === null || (draft.savedAt ?? 0) >= saved.data.savedAt)) return;
    applied.current = saved.data;
    reset(intakeApiToForm(saved.data.intake));
    if (draft !== null) {
      clearIntakeDraft();
      setDraftSetAside(true);
    }
  }, [saved.data, isDirty, reset, draft]);

  // Age and sex from the user-details step fill empty answers (never one the person gave here).
  const { dateOfBirth, gender } = prefill ?? {};
  useEffect(() => {
    if (saved.isPending && userId) return; // the saved intake, if any, comes first
    const about = getValues("about");
    if (about.age === null && !about.date_of_birth && dateOfBirth) {
      const years = ageFromDateOfBirth(dateOfBirth, new Date());
      if (years !== null) {
        setValue("about.date_of_birth", dateOfBirth);
        setValue("about.age", years);
      }
    }
    if (about.sex === "" && gender && SEXES.has(gender)) setValue("about.sex", gender as IntakeForm["about"]["sex"]);
  }, [dateOfBirth, gender, saved.isPending, saved.data, userId, getValues, setValue]);

  useEffect(() => writeIntakeUiState(ui), [ui]);

  // Errors clear as the person fixes them. react-hook-form re-checks only the field that changed, so
  // the whole step is re-checked: an error of the step as a group (the sum of days, "tell us about
  // your headaches") names no single field and would otherwise stay after the numbers are fixed.
  useEffect(() => {
    const sub = watch((_, { name }) => {
      const section = name?.split(".")[0];
      if (section && form.getFieldState(section as FieldPath<IntakeForm>).invalid) void trigger(section as FieldPath<IntakeForm>);
    });
    return () => sub.unsubscribe();
  }, [watch, trigger, form]);

  // Focus moves once the step and part holding the field are on screen: the state change that
  // shows them and the one naming the target commit together, so this runs right after that
  // commit (no timer: a timer could steal focus from a field the person has already started typing in).
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === "section-title") document.getElementById("intake-section-title")?.focus();
    else if (!focusField(focusTarget)) form.setFocus(focusTarget as FieldPath<IntakeForm>);
    setFocusTarget(null);
  }, [focusTarget, ui, form]);

  const about = useWatch({ control, name: "about" });
  const sections = visibleSections(about);
  const index = Math.max(0, sections.findIndex((s) => s.id === ui.section));
  const current = sections[index]!;

  const goTo = (i: number) => {
    const next = sections[Math.min(Math.max(i, 0), sections.length - 1)]!;
    setUi((s) => ({ ...s, section: next.id }));
    // A new step is announced by moving focus to its heading (not on first load).
    setFocusTarget("section-title");
    window.scrollTo?.({ top: 0 });
  };
  const toggle = (part: string, open: boolean) =>
    setUi((s) => ({ ...s, expanded: open ? [...new Set([...s.expanded, part])] : s.expanded.filter((p) => p !== part) }));

  const showFirstError = (paths: string[]) => {
    const first = paths[0];
    if (!first) return;
    const { section, part } = locateField(first);
    setUi((s) => ({ section, expanded: part && !s.expanded.includes(part) ? [...s.expanded, part] : s.expanded }));
    setFocusTarget(first);
  };

  const next = async () => {
    const ok = await trigger(current.id as IntakeFormSection);
    if (ok) goTo(index + 1);
    else {
      // `form.formState` here is the snapshot of the last render (before this check), so the paths to
      // focus come from the same rules run on the current values.
      const result = validateIntakeForm(getValues());
      const paths = result.ok ? [] : result.errors.map((e) => e.path);
      showFirstError(paths.filter((p) => p.startsWith(`${current.id}.`)));
    }
  };

  const onValid = async (values: IntakeForm) => {
    setSubmitError(null);
    const toSend = hormonalSectionApplies(values.about) ? values : { ...values, hormonal: emptyIntakeForm().hormonal };
    const result = validateIntakeForm(toSend);
    if (!result.ok) return; // the resolver ran the same rules; kept for the type
    let id: string;
    try {
      id = await ensureUserId();
    } catch {
      setSubmitError(MESSAGES.guestStartFailed);
      return;
    }
    try {
      await submit.mutateAsync({ userId: id, intake: result.intake });
    } catch (error) {
      setSubmitError(intakeSubmitErrorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const formPaths = error.errors.map((e) => {
          const path = intakeApiPathToFormPath(e.path, e.message, toSend);
          setError(path as FieldPath<IntakeForm>, { type: "server", message: e.message });
          return path;
        });
        showFirstError(formPaths);
      }
      return;
    }
    clearIntakeDraft();
    clearIntakeUiState();
    if (editing) {
      // An edit updates what later chats start from; it does not start another one.
      notify("Your intake answers are saved. New chats start from them.", "success");
      await navigate(paths.chat.getHref());
      return;
    }
    await navigate(paths.chat.getHref(), {
      state: { fromIntake: true, shouldStartChat: true, chiefComplaint: result.intake.chief_complaint },
    });
  };

  const isLast = index === sections.length - 1;
  const busy = formState.isSubmitting;
  // Finishing needs the headache step too, so the first step only goes on; from the headache step
  // on, finishing skips whatever optional steps are left.
  const canFinish = index >= 1;
  const optionalLeft = sections.length - 1 - index;
  const finishLabel = editing ? (isLast ? "Save changes" : "Save and skip the rest") : isLast ? "Finish and start chat" : "Skip the rest and start chat";

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid, (errors) => showFirstError(errorPaths(errors)))} aria-labelledby="intake-title">
      <Typography id="intake-title" variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" }, mb: 1 }}>
        {editing ? "Your intake answers" : "Before we chat"}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {editing
          ? "Check or change anything; new chats start from what you save. Your changes are kept on this device until you save them."
          : "About 2-3 minutes. Only the first two steps are required (fields marked *); after them you can skip the rest. Your answers are saved on this device as you go."}
      </Typography>
      {draftSetAside && (
        <Alert severity="info" onClose={() => setDraftSetAside(false)} sx={{ mb: 2 }}>
          Your answers were saved more recently than the unsaved changes on this device, so the saved answers are shown.
        </Alert>
      )}
      <IntakeProgress sections={sections} index={index} onJump={goTo} />
      {saved.isFetching && (
        <Typography role="status" variant="body2" sx={{ mb: 2 }}>
          Loading your saved answers…
        </Typography>
      )}
      {saved.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {intakeSubmitErrorMessage(saved.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="intake-section-title">
        <Typography id="intake-section-title" tabIndex={-1} variant="h2" sx={{ fontSize: { xs: "1.35rem", md: "1.6rem" }, mb: 2.5, outline: "none" }}>
          {current.title}
        </Typography>
        <IntakeSection id={current.id} control={control} expanded={ui.expanded} onToggle={toggle} />
      </Paper>
      {submitError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {submitError}
        </Alert>
      )}
      {index === 1 && !isLast && (
        <Alert severity="success" icon={false} role="note" sx={{ mt: 2 }}>
          That is all we need to start. The {optionalLeft} steps after this one (medicines, medical history, family, daily life…) are
          optional: add them now with &ldquo;Add more details&rdquo;, or skip them and come back any time from Settings.
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 3, justifyContent: "space-between" }}>
        <Button variant="text" onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
          Back
        </Button>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, justifyContent: "flex-end", flexGrow: 1 }}>
          {!isLast && (
            <Button variant={canFinish ? "outlined" : "contained"} onClick={() => void next()} disabled={busy}>
              {index === 1 ? "Add more details" : "Next"}
            </Button>
          )}
          {canFinish && (
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              aria-busy={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {busy ? "Saving…" : finishLabel}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
