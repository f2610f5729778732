/** The port `next start` serves the example on in e2e; no other suite of the repository uses it. */
export const examplePort = 3217
