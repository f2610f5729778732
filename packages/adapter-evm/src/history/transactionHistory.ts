// An account's history from an explorer API, loaded on first use: the modal asks for it only when
// the visitor opens the activity.
export { getTransactions } from './getTransactions.js'
