import type { FeedbackRow } from '../feedback.repository.js';
import type { MaterialRow } from '../materials.repository.js';
import { FeedbackAnswerModel, PublicCommentModel } from './feedback.model.js';
import { MaterialModel } from './material.model.js';

export function answerModel(row: FeedbackRow): FeedbackAnswerModel {
  return Object.assign(new FeedbackAnswerModel(), {
    id: row.id,
    sessionId: row.session_id,
    overall: row.overall,
    contentRating: row.content_rating,
    hostRating: row.host_rating,
    comment: row.comment,
    showPublicly: row.show_publicly,
    firstName: row.show_publicly ? row.public_name : null,
    commentHidden: row.comment_hidden_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export function publicCommentModel(row: FeedbackRow): PublicCommentModel {
  return Object.assign(new PublicCommentModel(), {
    id: row.id,
    firstName: row.public_name,
    overall: row.overall,
    comment: row.comment,
    createdAt: row.created_at,
  });
}

export const materialDownloadPath = (id: string) => `/api/materials/${id}/download`;

export function materialModel(row: MaterialRow): MaterialModel {
  return Object.assign(new MaterialModel(), {
    id: row.id,
    workshopId: row.workshop_id,
    sessionId: row.session_id,
    title: row.title,
    audience: row.audience,
    kind: row.media_id ? 'file' : 'link',
    fileName: row.file_name,
    contentType: row.content_type,
    byteSize: row.byte_size,
    url: row.url,
    downloadPath: row.media_id ? materialDownloadPath(row.id) : null,
    createdAt: row.created_at,
  });
}
