/**
 * What a workflow transaction leaves to do once it has committed: refresh what readers see, request the
 * rewards born in it and queue the e-mails of its notifications. Built afresh by each run of the
 * transaction, so a deadlock victim run again never counts anything twice.
 */
export class AfterCommit {
  publicChange = false;
  readonly rewardIds: number[] = [];
  readonly notificationIds: number[] = [];
  /** Articles whose publication is now set for a later time: their delayed job is asked for. */
  readonly scheduled: { articleId: number; at: Date }[] = [];

  notified(ids: number[]): void {
    this.notificationIds.push(...ids);
  }
}
