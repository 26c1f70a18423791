import { COMPANY } from '@platform/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import type { TeamProfile } from '../api/team-profile';

const m = defineMessages({
  annaHeadline: {
    id: 'team.sample.anna.headline',
    defaultMessage: 'Innovationsmanagerin und Strategieberaterin',
  },
  annaBio: {
    id: 'team.sample.anna.bio',
    defaultMessage:
      'Begleitet seit über zehn Jahren mittelständische Unternehmen dabei, aus Ideen marktfähige Produkte zu machen. Schwerpunkte: Geschäftsmodelle, nutzerzentrierte Entwicklung und Förderprogramme.',
  },
  annaLocation: { id: 'team.sample.anna.location', defaultMessage: 'Berlin' },
  annaSkill1: { id: 'team.sample.anna.skill1', defaultMessage: 'Innovationsstrategie' },
  annaSkill2: { id: 'team.sample.anna.skill2', defaultMessage: 'Design Thinking' },
  annaSkill3: { id: 'team.sample.anna.skill3', defaultMessage: 'Geschäftsmodelle' },
  annaSkill4: { id: 'team.sample.anna.skill4', defaultMessage: 'Förderprogramme' },
  annaSkill5: { id: 'team.sample.anna.skill5', defaultMessage: 'Workshop-Moderation' },
  jonasHeadline: {
    id: 'team.sample.jonas.headline',
    defaultMessage: 'Softwarearchitekt für KI-gestützte Produktentwicklung',
  },
  jonasBio: {
    id: 'team.sample.jonas.bio',
    defaultMessage:
      'Baut hybride Entwicklungsteams aus Menschen und KI-Agenten auf und sorgt dafür, dass schnelle Prototypen zu wartbarer Software werden. Leitet unsere Workshops „Websites mit KI“.',
  },
  jonasLocation: { id: 'team.sample.jonas.location', defaultMessage: 'München' },
  jonasSkill1: { id: 'team.sample.jonas.skill1', defaultMessage: 'Softwarearchitektur' },
  jonasSkill2: { id: 'team.sample.jonas.skill2', defaultMessage: 'KI-Agenten' },
  jonasSkill3: { id: 'team.sample.jonas.skill3', defaultMessage: 'TypeScript' },
  jonasSkill4: { id: 'team.sample.jonas.skill4', defaultMessage: 'Cloud-Betrieb' },
});

/**
 * The two profiles shown when the team cannot be loaded (spec: "If loading fails, two built-in
 * sample profiles are shown"). Their texts are translated like the rest of the page.
 */
export function sampleProfiles(intl: IntlShape): TeamProfile[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'sample-anna',
      display_name: 'Anna Berger',
      headline: t(m.annaHeadline),
      bio: t(m.annaBio),
      skills: [t(m.annaSkill1), t(m.annaSkill2), t(m.annaSkill3), t(m.annaSkill4), t(m.annaSkill5)],
      location: t(m.annaLocation),
      links: {},
      photo_url: '/team/sample-1.svg',
      email: COMPANY.email,
    },
    {
      id: 'sample-jonas',
      display_name: 'Jonas Keller',
      headline: t(m.jonasHeadline),
      bio: t(m.jonasBio),
      skills: [t(m.jonasSkill1), t(m.jonasSkill2), t(m.jonasSkill3), t(m.jonasSkill4)],
      location: t(m.jonasLocation),
      links: {},
      photo_url: '/team/sample-2.svg',
      email: COMPANY.email,
    },
  ];
}
