// @vitest-environment node
import { pendingContracts } from './contracts';

describe('pending contracts', () => {
  const none = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
  it('raises one prompt per non-empty requirement, in order daily salary, dividend, hourly salary', () => {
    expect(
      pendingContracts({
        dailysalreqtype: 'DAILY',
        divtypecompperiodreq: 'HALF_MONTH',
        contracthoursalreq: 'HOURLY',
      }).map((c) => c.route),
    ).toEqual(['salaryContract', 'dividendContract', 'hourContract']);
    expect(pendingContracts({ ...none, contracthoursalreq: 'HOURLY' }).map((c) => c.kind)).toEqual(['hourlySalary']);
  });
  it('raises none for empty or blank requirements, or before the info loads', () => {
    expect(pendingContracts(none)).toEqual([]);
    expect(pendingContracts({ ...none, dailysalreqtype: '  ' })).toEqual([]);
    expect(pendingContracts(undefined)).toEqual([]);
  });
});
