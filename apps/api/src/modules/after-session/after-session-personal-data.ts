import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../profiles/index.js';
import { WorkshopRatings } from '../workshops/index.js';
import { FeedbackService } from './feedback.service.js';

/**
 * In a member's data download: the feedback they gave. Erasing the account deletes it (before
 * its registrations go) and recounts the workshops' rating figures. Materials a host uploaded
 * belong to the workshop and stay (their uploader's id is cleared by its foreign key).
 */
@Injectable()
export class AfterSessionPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly feedback: FeedbackService,
    private readonly workshops: WorkshopRatings,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'session_feedback',
      export: async (user) => {
        const rows = await this.feedback.ofRegistrations(
          await this.workshops.registrationIdsOfUser(user.id),
        );
        return rows.map((r) => ({
          registration_id: r.registration_id,
          session_id: r.session_id,
          overall: r.overall,
          content: r.content_rating,
          host: r.host_rating,
          comment: r.comment,
          show_publicly: r.show_publicly,
          given_at: r.created_at.toISOString(),
        }));
      },
      eraseWithAccount: async (user, manager) => {
        await this.feedback.forget(await this.workshops.registrationIdsOfUser(user.id), manager);
      },
    });
  }
}
