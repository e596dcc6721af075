/** What the staff API says to a person (tests import these). */
export const STAFF_MESSAGES = {
  loginFailed: 'The email or password you entered is incorrect.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
  totpRequiredSetUp: 'The owner requires a second factor for every staff account. Set up your authenticator app before you go on.',
  sessionEnded: 'Your staff session has ended or is not valid. Please log in again.',
  forbidden: (area: string) => `Your role may not use ${area}. Ask the owner for access.`,
  disabled: 'This staff account is switched off. Ask the owner.',
  staleVersion: (what: string) => `${what} was changed by someone else since you opened it. Look at the changes below and try again.`,
  versionRequired: 'Send the version you edited ("version" from the last read) so a change made meanwhile is not overwritten.',
  emailTaken: 'A staff account with this email already exists.',
  ownTotpFirst: 'Set up your own second factor before you require one of everyone.',
  lastOwner: 'You are the last active owner. Make another member owner before you switch yourself off or give up the owner role.',
  noStaff: (id: number) => `There is no staff account ${id}.`,
  answeredAlready: (noun: string) => `This ${noun} was answered already.`,
} as const;
