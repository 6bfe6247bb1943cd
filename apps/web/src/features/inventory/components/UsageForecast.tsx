import { daysUntilOutLabel, FORECAST_TEXT, formatQuantity, type ForecastStatus } from "@stockroom/shared";

/** The forecast fields of an item answer; only the list answers carry them. */
export interface ForecastFields {
  unit: string;
  avgDailyUse?: number | null;
  daysUntilOut?: number | null;
  forecastStatus?: ForecastStatus;
}

/** What the forecast says under "Days until out": the days and the pace, or why there is no number. */
export function forecastDetail({ unit, avgDailyUse, forecastStatus }: ForecastFields): string {
  if (forecastStatus === undefined || forecastStatus === "ok") {
    return avgDailyUse ? `About ${formatQuantity(avgDailyUse, unit)} a day` : "";
  }
  return FORECAST_TEXT.reason[forecastStatus];
}

/**
 * An item card's "Days until out" entry (issue 20.4): a term and description for the card's list of
 * figures; nothing for an answer without a forecast.
 */
export function UsageForecast({ item }: { item: ForecastFields }) {
  if (item.forecastStatus === undefined) return null;
  const detail = forecastDetail(item);
  return (
    <div className="col-span-2">
      <dt className="text-slate-600">Days until out</dt>
      <dd className="text-slate-900">
        <span className={item.daysUntilOut === null ? "" : "font-semibold"}>
          {daysUntilOutLabel({ daysUntilOut: item.daysUntilOut ?? null })}
        </span>
        {detail && <span className="block text-xs text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}
