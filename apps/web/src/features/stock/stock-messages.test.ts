import { describe, expect, it } from 'vitest';
import { eventDoneBy, historyLine } from './stock-messages';

const paul = { userId: 2, displayName: 'Paul' };

describe('who did a stock event', () => {
  it('says it in a household of several people', () => {
    expect(eventDoneBy({ kind: 'consumed', doneBy: paul }, 1)).toBe('mangé par Paul');
    expect(eventDoneBy({ kind: 'discarded', doneBy: paul }, 1)).toBe('jeté par Paul');
    expect(eventDoneBy({ kind: 'added', doneBy: paul }, 1)).toBe('ajouté par Paul');
    expect(eventDoneBy({ kind: 'consumed', doneBy: paul }, 2)).toBe('mangé par vous');
    expect(eventDoneBy({ kind: 'consumed', doneBy: null }, 1)).toBe('mangé par ancien membre');
  });

  it('says nothing for someone alone in their household', () => {
    expect(eventDoneBy({ kind: 'consumed', doneBy: paul }, null)).toBeNull();
  });
});

describe('a line of the product history', () => {
  it('starts with what happened, then who did it when the household is several people', () => {
    expect(historyLine({ kind: 'consumed', doneBy: paul }, 1)).toBe('Mangé par Paul');
    expect(historyLine({ kind: 'added', doneBy: paul }, 2)).toBe('Ajouté par vous');
    expect(historyLine({ kind: 'discarded', doneBy: null }, 1)).toBe('Jeté par ancien membre');
    expect(historyLine({ kind: 'discarded', doneBy: paul }, null)).toBe('Jeté');
  });
});
