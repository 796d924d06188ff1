// Said by the dialog over a page and by the sign-in card; a module of its own, so the card does not
// load the dialog (and MUI's Dialog) to show one sentence.
export const SESSION_ENDED_MESSAGE = "Your session has ended, please sign in again";
