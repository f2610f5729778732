import type { FrameTexts } from '../frameTexts.js'

/** German (de). */
export const texts: FrameTexts = {
  createTitle: 'Wallet absichern',
  createLead:
    'Wählen Sie ein Wiederherstellungspasswort. Sie benötigen es, um Ihre Wallet auf einem anderen Gerät zu nutzen. Niemand sonst kennt es, und es kann nicht zurückgesetzt werden.',
  recoverTitle: 'Wallet auf diesem Gerät entsperren',
  recoverLead:
    'Geben Sie das Wiederherstellungspasswort ein, das Sie beim Erstellen Ihrer Wallet gewählt haben.',
  password: 'Wiederherstellungspasswort',
  confirmPassword: 'Wiederherstellungspasswort wiederholen',
  passwordTooShort:
    '{count, plural, one {Verwenden Sie mindestens # Zeichen.} other {Verwenden Sie mindestens # Zeichen.}}',
  passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
  wrongPassword: 'Dieses Wiederherstellungspasswort ist falsch.',
  usePasskey: 'Stattdessen einen Passkey verwenden',
  passkeyLead: 'Entsperren Sie sie mit dem Passkey, den Sie für diese Wallet erstellt haben.',
  unlockWithPasskey: 'Passkey verwenden',
  passkeyNotUsed:
    'Der Passkey wurde nicht verwendet. Versuchen Sie es erneut oder wählen Sie ein Wiederherstellungspasswort.',
  passkeyWithoutPrf:
    'Dieser Passkey kann keine Wallet schützen. Wählen Sie stattdessen ein Wiederherstellungspasswort.',
  passkeyOfAnotherAccount: 'Dieser Passkey gehört zu einem anderen Konto.',
  wrongPasskey: 'Dieser Passkey entsperrt diese Wallet nicht.',
  createWallet: 'Wallet erstellen',
  unlockWallet: 'Wallet entsperren',
  working: 'Bitte warten…',
  cancel: 'Abbrechen',
  approveTitle: 'Anfrage bestätigen',
  approveLead: '{site} bittet Ihre Wallet um eine Signatur.',
  approve: 'Bestätigen',
  decline: 'Ablehnen',
  signMessage: 'Nachricht signieren',
  signTypedData: 'Strukturierte Daten signieren',
  sendTransaction: 'Transaktion senden',
  signSolanaMessage: 'Solana-Nachricht signieren',
  signSolanaTransaction: 'Solana-Transaktion signieren',
  account: 'Konto',
  network: 'Netzwerk',
  recipient: 'An',
  amount: 'Betrag',
  maxFee: 'Maximale Netzwerkgebühr',
  contractData: 'Daten',
  program: 'Programm',
  message: 'Nachricht',
  sendCalls: 'Mehrere Transaktionen senden',
  transactionCount: 'Transaktionen',
  totalAmount: 'Gesamtbetrag',
  transaction: 'Transaktion',
  dataSize: 'Datengröße',
  exportTitle: 'Privaten Schlüssel exportieren',
  exportLead:
    'Wir haben einen Code an {email} gesendet. Geben Sie ihn ein, um Ihre privaten Schlüssel zu sehen.',
  exportWarning:
    'Wer diese Schlüssel hat, verfügt über Ihr Guthaben. Geben Sie sie niemals weiter und fügen Sie sie niemals in eine Website ein.',
  code: 'Code',
  showKeys: 'Schlüssel anzeigen',
  evmKey: 'Privater EVM-Schlüssel',
  solanaKey: 'Privater Solana-Schlüssel',
  done: 'Fertig',
  wrongCode: 'Dieser Code ist falsch.',
  somethingWentWrong: 'Etwas ist schiefgelaufen',
}
