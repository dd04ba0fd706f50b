// How many secret checks this process has run, by kind: bcrypt compares, second-factor checks at
// sign-in (TOTP or recovery code), and mailed-code comparisons (e-mail verification and e-mail
// change). The throttle tests read it to prove that parallel guesses past a limit never reach
// the check (each limit counts the attempt first). Plain counters: nothing is kept or logged.
export const secretChecks = { password: 0, secondFactor: 0, mailedCode: 0 };
