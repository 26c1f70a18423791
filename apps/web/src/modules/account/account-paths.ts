/** The account settings: a tab of the member area. */
export const ACCOUNT_TAB_PATH = '/member-area?tab=account';
