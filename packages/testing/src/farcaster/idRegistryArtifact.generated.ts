// Generated from LatchIdRegistry.sol by solc 0.8.37+commit.f401782d.Emscripten.clang. Do not
// edit: after a change to the contract, write compileIdRegistry()'s result here (the rig deploys
// this without loading solc; idRegistryArtifact.test.ts fails until the two are equal).

/** The rig's IdRegistry: its ABI and creation bytecode. */
export const idRegistryArtifact = {
  abi: [
    { inputs: [], name: 'HasId', type: 'error' },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'to', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'id', type: 'uint256' },
        { indexed: false, internalType: 'address', name: 'recovery', type: 'address' },
      ],
      name: 'Register',
      type: 'event',
    },
    {
      inputs: [{ internalType: 'uint256', name: 'fid', type: 'uint256' }],
      name: 'custodyOf',
      outputs: [{ internalType: 'address', name: 'custody', type: 'address' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'idCounter',
      outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'address', name: 'owner', type: 'address' }],
      name: 'idOf',
      outputs: [{ internalType: 'uint256', name: 'fid', type: 'uint256' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'address', name: 'to', type: 'address' }],
      name: 'register',
      outputs: [{ internalType: 'uint256', name: 'fid', type: 'uint256' }],
      stateMutability: 'nonpayable',
      type: 'function',
    },
  ],
  bytecode:
    '0x6080604052348015600e575f5ffd5b506102318061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c80634420e4861461004e57806365269e4714610074578063d94fe832146100b4578063eb08ab28146100d3575b5f5ffd5b61006161005c366004610193565b6100db565b6040519081526020015b60405180910390f35b61009c6100823660046101c0565b60026020525f90815260409020546001600160a01b031681565b6040516001600160a01b03909116815260200161006b565b6100616100c2366004610193565b60016020525f908152604090205481565b6100615f5481565b6001600160a01b0381165f90815260016020526040812054156101115760405163f90230a960e01b815260040160405180910390fd5b5f5f815461011e906101d7565b91829055506001600160a01b0383165f8181526001602090815260408083208590558483526002825280832080546001600160a01b031916851790555191825292935083927ff2e19a901b0748d8b08e428d0468896a039ac751ec4fec49b44b7b9c28097e45910160405180910390a3919050565b5f602082840312156101a3575f5ffd5b81356001600160a01b03811681146101b9575f5ffd5b9392505050565b5f602082840312156101d0575f5ffd5b5035919050565b5f600182016101f457634e487b7160e01b5f52601160045260245ffd5b506001019056fea26469706673582212200c6b9fc25b0da7bd1d3c6edf290f3ae1c20a583a768f81037186ab90d40f120d64736f6c63430008250033',
} as const
