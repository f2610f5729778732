// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchSmartWallet
/// @notice A minimal contract wallet for the LatchKit local rig: it accepts, through ERC-1271, any
/// signature its owner's key makes over a hash. Sign-in tests use it as a smart-contract account.
contract LatchSmartWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: 0x1626ba7e when `signature` (65 bytes r, s, v) recovers to the owner.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
