/** What removing a manager from a property leaves behind, as the confirmation says it (issue 37). */
export interface RemovalFacts {
  managerName: string;
  propertyName: string;
  /** Other managers who stay assigned to the property. */
  othersLeft: number;
  /** Approved requests at the property not yet received; undefined while unknown. */
  awaitingReceipt: number | undefined;
}

const orders = (n: number) => (n === 1 ? "1 approved order is" : `${n.toLocaleString("en-US")} approved orders are`);

/** The confirmation's sentences: what the removal does, then what it leaves without a manager. */
export function removalWarning({ managerName, propertyName, othersLeft, awaitingReceipt }: RemovalFacts): string[] {
  const lines = [
    `Remove ${managerName} from ${propertyName}? Their account stays, but they lose access to this property.`,
  ];
  const waiting = awaitingReceipt ?? 0;
  if (waiting > 0 && othersLeft === 0) {
    lines.push(
      `${orders(waiting)} waiting to be received at ${propertyName}, and no other manager is assigned there: until you assign one, only you can receive them.`,
    );
  } else if (waiting > 0) {
    lines.push(
      `${orders(waiting)} waiting to be received at ${propertyName}; its other managers can still receive them.`,
    );
  } else if (othersLeft === 0) {
    lines.push(`${propertyName} will have no manager.`);
  }
  return lines;
}
