/** Bumped whenever any clinical outcome of the engine changes; stored with each assessment and printed on the report. */
export const RULES_VERSION = "2027.03.09";
