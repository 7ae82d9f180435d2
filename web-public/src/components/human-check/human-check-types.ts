/** What a form can do with its human check: start over after the server refused or used the code. */
export interface HumanCheckHandle {
  reset: () => void;
}

/** The code to send when the server runs without a human check. */
export const HUMAN_CHECK_OFF_CODE = 'off';
