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

/// @title LatchSmartWalletFactory
/// @notice Deploys LatchSmartWallets at CREATE2 addresses known in advance, so a test can sign in
/// with a wallet that does not exist on chain yet (ERC-6492 signatures carry this deployment).
contract LatchSmartWalletFactory {
    /// @notice Deploys the wallet of `owner` for `salt` (reverts if it already exists).
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new LatchSmartWallet{salt: salt}(owner));
    }

    /// @notice The address `deploy(owner, salt)` deploys to.
    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(LatchSmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
