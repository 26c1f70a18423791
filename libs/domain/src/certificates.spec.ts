import {
  certificateNumberOf,
  formatCertificateNumber,
  formatTeachingUnits,
  revokeReasonProblem,
  teachingUnits,
} from './certificates.js';

describe('certificate numbers', () => {
  it('are TB-<year>-XXXX-XXXX from 8 random bytes, without I, L, O, U', () => {
    const number = formatCertificateNumber(2026, Uint8Array.from([0, 1, 18, 19, 31, 32, 255, 100]));
    expect(number).toBe('TB-2026-01JK-Z0Z4');
    expect(certificateNumberOf(number)).toBe(number);
  });

  it('read as typed: lower case, O for 0, I and L for 1; anything else is no number', () => {
    expect(certificateNumberOf(' tb-2026-o1km-zlzi ')).toBe('TB-2026-01KM-Z1Z1');
    expect(certificateNumberOf('TB-2026-01KM-Z0U4')).toBeNull();
    expect(certificateNumberOf('TB-2026-01KM-Z0Z')).toBeNull();
    expect(certificateNumberOf("TB-2026-01KM-Z0Z4' OR 1=1")).toBeNull();
    expect(certificateNumberOf('x'.repeat(41))).toBeNull();
  });
});

describe('teaching units of 45 minutes', () => {
  it('round down to half units, never claiming more than took place', () => {
    expect(teachingUnits(90)).toBe(2);
    expect(teachingUnits(120)).toBe(2.5);
    expect(teachingUnits(60)).toBe(1);
    expect(teachingUnits(45)).toBe(1);
    expect(teachingUnits(44)).toBe(0.5);
    expect(teachingUnits(22)).toBe(0);
    expect(teachingUnits(-5)).toBe(0);
  });

  it('are written "2 UE" / "2 teaching units"', () => {
    expect(formatTeachingUnits(2, 'de')).toBe('2 UE');
    expect(formatTeachingUnits(2.5, 'de')).toBe('2,5 UE');
    expect(formatTeachingUnits(2, 'en')).toBe('2 teaching units');
    expect(formatTeachingUnits(1, 'en')).toBe('1 teaching unit');
  });
});

describe('revocation reasons', () => {
  it('must be given and at most 500 characters', () => {
    expect(revokeReasonProblem('  ')).toBe('CERTIFICATE_REVOKE_REASON_INVALID');
    expect(revokeReasonProblem('x'.repeat(501))).toBe('CERTIFICATE_REVOKE_REASON_INVALID');
    expect(revokeReasonProblem('Falsch erfasst')).toBeNull();
  });
});
