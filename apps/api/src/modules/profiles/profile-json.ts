import type { ProfileModel } from './models/profile.model.js';

/** The REST shape of a profile (snake_case, as in the spec). */
export function profileJson(profile: ProfileModel) {
  return {
    id: profile.id,
    user_id: profile.userId,
    display_name: profile.displayName,
    email: profile.email,
    headline: profile.headline,
    bio: profile.bio,
    skills: profile.skills,
    company: profile.company,
    location: profile.location,
    links: profile.links,
    photo_url: profile.photoUrl,
    visibility: profile.visibility,
    approval_status: profile.approvalStatus,
    admin_comment: profile.adminComment,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}
