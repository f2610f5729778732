// Opcode names as Esplora writes them (rust-bitcoin's): OP_PUSHBYTES_n, OP_PUSHNUM_n, OP_CLTV, ...
const namedOpcodes: readonly (readonly [number, string])[] = [
  [0x00, 'OP_0'],
  [0x4c, 'OP_PUSHDATA1'],
  [0x4d, 'OP_PUSHDATA2'],
  [0x4e, 'OP_PUSHDATA4'],
  [0x4f, 'OP_PUSHNUM_NEG1'],
  [0x50, 'OP_RESERVED'],
  ...Array.from({ length: 16 }, (_, index) => [0x51 + index, `OP_PUSHNUM_${index + 1}`] as const),
  ...[
    'NOP VER IF NOTIF VERIF VERNOTIF ELSE ENDIF VERIFY RETURN TOALTSTACK FROMALTSTACK 2DROP 2DUP',
    '3DUP 2OVER 2ROT 2SWAP IFDUP DEPTH DROP DUP NIP OVER PICK ROLL ROT SWAP TUCK CAT SUBSTR LEFT',
    'RIGHT SIZE INVERT AND OR XOR EQUAL EQUALVERIFY RESERVED1 RESERVED2 1ADD 1SUB 2MUL 2DIV NEGATE',
    'ABS NOT 0NOTEQUAL ADD SUB MUL DIV MOD LSHIFT RSHIFT BOOLAND BOOLOR NUMEQUAL NUMEQUALVERIFY',
    'NUMNOTEQUAL LESSTHAN GREATERTHAN LESSTHANOREQUAL GREATERTHANOREQUAL MIN MAX WITHIN RIPEMD160',
    'SHA1 SHA256 HASH160 HASH256 CODESEPARATOR CHECKSIG CHECKSIGVERIFY CHECKMULTISIG',
    'CHECKMULTISIGVERIFY NOP1 CLTV CSV NOP4 NOP5 NOP6 NOP7 NOP8 NOP9 NOP10 CHECKSIGADD',
  ]
    .join(' ')
    .split(' ')
    .map((name, index) => [0x61 + index, `OP_${name}`] as const),
  [0xff, 'OP_INVALIDOPCODE'],
]
const opcodeNames = new Map(namedOpcodes)
const opcodeName = (opcode: number) => opcodeNames.get(opcode) ?? `OP_RETURN_${opcode}`

/** One operation of a script: its opcode and, for a push, the pushed bytes (hex). */
export type ScriptOperation = { opcode: number; data?: string | undefined }

/** Splits a script (hex) into operations; `undefined` when a push runs past the end. */
export function parseScript(scriptHex: string): ScriptOperation[] | undefined {
  const bytes = Buffer.from(scriptHex, 'hex')
  const operations: ScriptOperation[] = []
  let offset = 0
  while (offset < bytes.length) {
    const opcode = bytes[offset++] as number
    let length = 0
    if (opcode >= 0x01 && opcode <= 0x4b) length = opcode
    else if (opcode >= 0x4c && opcode <= 0x4e) {
      const size = opcode === 0x4c ? 1 : opcode === 0x4d ? 2 : 4
      if (offset + size > bytes.length) return undefined
      length = bytes.readUIntLE(offset, size)
      offset += size
    } else {
      operations.push({ opcode })
      continue
    }
    if (offset + length > bytes.length) return undefined
    operations.push({ opcode, data: bytes.subarray(offset, offset + length).toString('hex') })
    offset += length
  }
  return operations
}

/** A script (hex) in Esplora's assembly form, e.g. `OP_0 OP_PUSHBYTES_20 98753a...`. */
export function scriptAsm(scriptHex: string): string {
  const operations = parseScript(scriptHex)
  if (!operations) return '<push past end>'
  return operations
    .map(({ opcode, data }) => {
      if (data === undefined) return opcodeName(opcode)
      return `${opcode <= 0x4b ? `OP_PUSHBYTES_${opcode}` : opcodeName(opcode)} ${data}`
    })
    .join(' ')
}
