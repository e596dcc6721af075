/** Texts of the 'Forgot password?' popup (the popup itself lives in shared/ui/password-reset). */
export { RESET_TEXT } from '../../../shared/ui/password-reset/messages';
