import { WORKSHOP_FORMATS, isOneOf, type WorkshopFormat } from '@platform/domain';

/** The format of a workshop as the server sent it, or null for a value this client does not know. */
export function workshopFormat(value: string): WorkshopFormat | null {
  return isOneOf(WORKSHOP_FORMATS, value) ? value : null;
}

/** Where the server marks a workshop as taking place: for online ones there is no place. */
export function showsLocation(format: string, location: string | null): location is string {
  return format !== 'online' && Boolean(location);
}
