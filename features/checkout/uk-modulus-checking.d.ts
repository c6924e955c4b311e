// uk-modulus-checking (Uphold) ships no types: the one class the site uses.
declare module 'uk-modulus-checking' {
  export default class UkModulusChecking {
    constructor(account: { accountNumber: string; sortCode: string });
    isValid(): boolean;
  }
}
