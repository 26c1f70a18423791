/** The mail admin's public entry: failed mails and the hosts' messages. */
export { FailedMails } from './components/FailedMails';
export { HostMessages } from './components/HostMessages';
