// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchIdRegistry
/// @notice Farcaster's IdRegistry as the LatchKit rig needs it: the same `idOf`, `custodyOf`,
/// `idCounter` and `Register` event as the real contract (farcasterxyz/contracts), so a service
/// reads it exactly as it reads Optimism's. Registration is open to anyone, for tests: the real
/// registry takes it only from its gateway, with a recovery address and a fee.
contract LatchIdRegistry {
    /// @notice The last fid given out; fids start at 1.
    uint256 public idCounter;

    /// @notice The fid an address holds (0 for none).
    mapping(address owner => uint256 fid) public idOf;

    /// @notice The address that holds a fid (the zero address for an fid not given out).
    mapping(uint256 fid => address custody) public custodyOf;

    /// @notice Emitted when `to` receives the new fid `id`.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice `to` already holds an fid (one per address, as on Farcaster).
    error HasId();

    /// @notice Gives `to` the next fid.
    /// @return fid the fid `to` now holds.
    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
