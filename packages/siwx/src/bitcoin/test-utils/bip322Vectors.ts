// Test vectors of BIP-322, copied from github.com/bitcoin/bips at commit
// 7fe0b034ec967b52a5a28276419117326df93263: bip-0322/basic-test-vectors.json ("tx_hashes",
// "simple", "error") and bip-0322/generated-test-vectors.json ("simple" p2wpkh and p2tr, and their
// "error" cases). `unprefixedP2wpkh` are the same signatures as the BIP's text listed them before
// the `smp` prefix existed (bip-0322.mediawiki at 805bb0b6fc093cbb7ca5f0d40fb48955e0f12fa9,
// "Message signing").

export const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
export const vectorWif = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'

export const txHashes = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
  },
  {
    message: 'UTF-8 support: \u00f6\u00e4\u00fc\u00e9\u00e0\u00e8 \u6d4b\u8bd5\u6587\u672c \ud83d\ude04',
    messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
    toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
    toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
  },
] as const

/** Valid "simple" signatures: key (WIF), address, message and the signatures the BIP lists. */
export const simpleSignatures = [
  {
    type: 'p2wpkh',
    wif: vectorWif,
    address: vectorAddress,
    message: '',
    signatures: [
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    type: 'p2wpkh',
    wif: vectorWif,
    address: vectorAddress,
    message: 'Hello World',
    signatures: [
      'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    type: 'p2tr',
    wif: 'KyrSGCFPhqZMjCe5fNTYddiLMp4tMj4gLKuJ26TsB2rvr1VJGPbt',
    address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
    message: 'No prefix fallback',
    signatures: ['AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R'],
  },
  {
    type: 'p2wpkh',
    wif: 'KySmn2yeCukjHXnSu3M6vX7tNok4weu1FKbNEuVvm2b3ZidKhB4L',
    address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
    message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
    signatures: [
      'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
    ],
  },
  {
    type: 'p2tr',
    wif: 'L5XqN6ckPPsDiTbRxcsthwiWpDBfWLo4uquUEydsPt8rSMoTpqpc',
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    signatures: [
      'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
    ],
  },
] as const

export const unprefixedP2wpkh = [
  {
    message: '',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
] as const

/** Signatures that do not verify: the right signature with another message or address. */
export const invalidSignatures = [
  {
    description: 'wrong message for valid simple p2wpkh signature (empty message was signed)',
    message: 'Wrong message that was not signed',
    address: vectorAddress,
    signature:
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    description: 'empty witness stack (single zero byte)',
    message: '',
    address: vectorAddress,
    signature: 'smpAA==',
  },
  {
    description: 'wrong message for p2wpkh simple signature',
    message: 'EFGJ4AZYXDV7NDUDSUDB3NCDUC',
    address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
    signature:
      'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
  },
  {
    description: 'wrong signer for p2wpkh simple signature',
    message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
    address: 'bc1qgg6lpr05az2l5kz402ddz5ez7fdu25kgmd40lf',
    signature:
      'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
  },
  {
    description: 'wrong message for p2tr simple signature',
    message: '56VM6YK6Y76XTBXNPITF232EPX',
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
  },
  {
    description: 'wrong signer for p2tr simple signature',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    address: 'bc1pltvk000nd54v3hrrcn7lsffdra72hphpm40rhzf9hn8arqkgermq2p9029',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
  },
] as const

/** Signatures that cannot be read at all (the BIP's error cases about decoding). */
export const unreadableSignatures = [
  { description: 'invalid base64 encoding', address: vectorAddress, signature: 'not-valid-base64!!!' },
  { description: 'empty signature', address: vectorAddress, signature: '' },
  { description: 'invalid signature prefix', address: vectorAddress, signature: 'fooAA==' },
  {
    description: 'incorrect prefix type',
    address: 'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
    signature: 'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
  },
] as const
