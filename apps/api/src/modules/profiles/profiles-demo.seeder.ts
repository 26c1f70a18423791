import { Injectable } from '@nestjs/common';
import { LIMITS } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth/index.js';
import { MediaService } from '../media/index.js';
import {
  DemoContent,
  type DemoContentSeeder,
  portraitSvg,
  type PortraitLook,
  renderSvg,
} from '../seed/index.js';
import type { ProfilePublicFace } from './entities/profile.entity.js';
import { ProfilesRepository } from './profiles.repository.js';

/**
 * Two team members for the About page, with illustrated portraits. Their accounts have no
 * password: nobody signs in.
 */
export const DEMO_TEAM = [
  {
    email: 'lena.hoffmann@example.com',
    portrait: {
      skin: '#f1c7a8',
      hair: '#5b3a29',
      hairStyle: 'long',
      top: '#0b5c6b',
      accent: '#f2c14e',
      glasses: true,
    } satisfies PortraitLook,
    company: 'Open Innovation Values',
    location: 'Berlin',
    face: {
      displayName: 'Dr. Lena Hoffmann',
      headline: 'Innovationsberaterin · Design Thinking & Produktstrategie',
      bio: 'Lena begleitet seit zwölf Jahren mittelständische Unternehmen von der ersten Idee bis zum marktreifen Produkt. Hauptberuflich leitet sie ein Innovationslabor; bei uns berät sie in Teilzeit – mit dem Einverständnis ihres Arbeitgebers.',
      skills: [
        'Design Thinking',
        'Produktstrategie',
        'Workshop-Moderation',
        'Lean Startup',
        'Nachhaltigkeit',
      ],
      links: {
        linkedin: 'https://www.linkedin.com/in/example-lena',
        website: 'https://example.com/lena',
      },
    },
  },
  {
    email: 'jonas.weber@example.com',
    portrait: {
      skin: '#c98e6b',
      hair: '#2e2320',
      hairStyle: 'short',
      top: '#e8833a',
      accent: '#1a7f91',
    } satisfies PortraitLook,
    company: 'Open Innovation Values',
    location: 'Hamburg',
    face: {
      displayName: 'Jonas Weber',
      headline: 'Softwarearchitekt · KI-gestützte Entwicklung',
      bio: 'Jonas baut hybride Teams aus Menschen und KI-Agenten auf. Er zeigt in unseren Community-Workshops, wie Vereine und Selbstständige mit KI-Werkzeugen und Open-Source-Bausteinen eigene Websites erstellen.',
      skills: ['TypeScript', 'KI-Agenten', 'Cloud-Architektur', 'Open Source'],
      links: {
        linkedin: 'https://www.linkedin.com/in/example-jonas',
        website: 'https://example.com/jonas',
      },
    },
  },
] as const;

@Injectable()
@DemoContent(10)
export class ProfilesDemoSeeder implements DemoContentSeeder {
  constructor(
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly profiles: ProfilesRepository,
  ) {}

  async seedDemoContent(manager: EntityManager): Promise<void> {
    const now = new Date();
    for (const person of DEMO_TEAM) {
      const user = await this.users.createVerifiedMember(manager, {
        email: person.email,
        name: person.face.displayName,
        at: now,
      });
      const photo = await this.media.storeUpload(
        await renderSvg(portraitSvg(person.portrait)),
        {
          maxBytes: LIMITS.profile.photoMaxBytes,
          shape: 'square',
          edge: LIMITS.profile.photoEdgePx,
          quality: 85,
          ownerId: user.id,
          personal: true,
        },
        manager,
      );
      const face: ProfilePublicFace = {
        ...person.face,
        skills: [...person.face.skills],
        links: { ...person.face.links },
        photoMediaId: photo.id,
        company: person.company,
        location: person.location,
      };
      await this.profiles.save(
        {
          userId: user.id,
          ...face,
          visibility: 'public',
          approvalStatus: 'approved',
          approvedFace: face,
          approvedAt: now,
        },
        manager,
      );
    }
  }
}
