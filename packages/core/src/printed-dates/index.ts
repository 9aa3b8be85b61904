// `@glouton/core/printed-dates`: the expiry date read from a label's OCR text. Its own entry point:
// only the server reads photos, so the web's first load never carries it (docs/decisions/0064).
export {
  PRINTED_DATE_FUTURE_YEARS,
  PRINTED_DATE_PAST_DAYS,
  type PrintedDateCandidate,
  type ReadLine,
  readPrintedDates,
} from './read-printed-dates.js';
