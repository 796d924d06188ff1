export { FormChipGroup, type ChipOption } from "./form-chip-group";
export { FormNumberField } from "./form-number-field";
export { FormSliderField } from "./form-slider-field";
export { FormTextField } from "./form-text-field";
export { fieldId, focusField } from "./field-id";
export { FormRows } from "./form-rows";
