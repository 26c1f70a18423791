/** The member area's public entry: the tabbed member area and its texts. */
export { MemberArea } from './components/MemberArea';
export { memberAreaMessages } from './member-area-messages';
