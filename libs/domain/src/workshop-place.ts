/** Error codes of the place rules; the API's error catalog holds their texts. */
export type WorkshopPlaceProblem =
  | 'WORKSHOP_LOCATION_REQUIRED'
  | 'WORKSHOP_LOCATION_NOT_ALLOWED'
  | 'WORKSHOP_LINK_REQUIRED'
  | 'WORKSHOP_LINK_NOT_ALLOWED';

/** Which place fields a format has: on site a location, online a video link, hybrid both. */
export function workshopPlaceFields(format: string): {
  location: boolean;
  videoCallLink: boolean;
} {
  return {
    location: format === 'in_person' || format === 'onsite' || format === 'hybrid',
    videoCallLink: format === 'online' || format === 'hybrid',
  };
}

/**
 * The place rules the server enforces and the form checks before sending: a hybrid workshop
 * needs both a location and a video link, and neither field may be filled for a format that has
 * no use for it (online: no location; on site: no link). Blank values count as missing.
 */
export function workshopPlaceProblems(
  format: string,
  location: string | null | undefined,
  videoCallLink: string | null | undefined,
): Partial<Record<'location' | 'videoCallLink', WorkshopPlaceProblem>> {
  const fields = workshopPlaceFields(format);
  const hasLocation = Boolean(location?.trim());
  const hasLink = Boolean(videoCallLink?.trim());
  const problems: Partial<Record<'location' | 'videoCallLink', WorkshopPlaceProblem>> = {};
  if (format === 'hybrid' && !hasLocation) problems.location = 'WORKSHOP_LOCATION_REQUIRED';
  if (!fields.location && hasLocation) problems.location = 'WORKSHOP_LOCATION_NOT_ALLOWED';
  if (format === 'hybrid' && !hasLink) problems.videoCallLink = 'WORKSHOP_LINK_REQUIRED';
  if (!fields.videoCallLink && hasLink) problems.videoCallLink = 'WORKSHOP_LINK_NOT_ALLOWED';
  return problems;
}
