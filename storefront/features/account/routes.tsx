/** The account area's lazy route chunk (/user/account/): see app/router.tsx. */
export { AccountPage } from './AccountPage';
