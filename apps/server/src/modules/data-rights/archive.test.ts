import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/zip-reader';
import { buildArchive } from './archive';

describe("a person's archive (decision 0043)", () => {
  const at = new Date('2026-12-02T10:00:00.000Z');
  const entries = readZip(
    buildArchive(
      { email: 'ada@example.com', exportedAt: at },
      {
        mentorBookings: [
          { fullName: '=HYPERLINK("http://evil.example","x")', amountKobo: 1_500_000, paid: true },
          { fullName: 'Ada', amountKobo: 500_000, note: 'second' },
        ],
        chatMessages: [],
      },
    ),
  );
  const text = (name: string) => entries.find((e) => e.name === name)?.data.toString('utf8') ?? '';

  it('holds data.json with every section, empty ones too, and who and when it is about', () => {
    const json = JSON.parse(text('data.json')) as { email: string; exportedAt: string; sections: object };
    expect(json).toMatchObject({ email: 'ada@example.com', exportedAt: at.toISOString() });
    expect(Object.keys(json.sections)).toEqual(['chatMessages', 'mentorBookings']);
  });

  it('writes one CSV per section with rows, every column of any row in its header, formulas guarded', () => {
    expect(entries.map((e) => e.name)).toEqual(['data.json', 'mentor-bookings.csv']);
    expect(text('mentor-bookings.csv')).toBe(
      '\uFEFFfullName,amountKobo,paid,note\n"\'=HYPERLINK(""http://evil.example"",""x"")",1500000,true,\nAda,500000,,second\n',
    );
  });
});
