// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchUniversalResolver
/// @notice ENS for the LatchKit local rig in one contract: a registry, a public resolver and the
/// Universal Resolver entry points that viem calls (`resolveWithGateways`, `reverseWithGateways`,
/// `findResolver`, and the older `resolve` and `reverse`). Names never leave the chain, so no
/// CCIP-Read gateway is ever asked. Errors match the Universal Resolver's, which viem reads as
/// "no result" rather than as a failure.
contract LatchUniversalResolver {
    bytes4 private constant ADDR_SELECTOR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant ADDR_COIN_TYPE_SELECTOR = 0xf1cb7e06; // addr(bytes32,uint256)
    bytes4 private constant TEXT_SELECTOR = 0x59d1d43c; // text(bytes32,string)
    uint256 private constant ETH_COIN_TYPE = 60;

    address public immutable admin;

    mapping(bytes32 node => address) private owners;
    mapping(bytes32 node => mapping(string key => string)) private texts;
    mapping(address owner => string) private primaryNames;

    event NameRegistered(bytes32 indexed node, string name, address indexed owner);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);
    error Unauthorized(address caller);
    error UnknownNode(bytes32 node);

    constructor() {
        admin = msg.sender;
    }

    /// @notice Points `name` (whose namehash is `node`) at `owner` and makes it `owner`'s primary name.
    function register(bytes32 node, string calldata name, address owner) external {
        if (msg.sender != admin) revert Unauthorized(msg.sender);
        owners[node] = owner;
        primaryNames[owner] = name;
        emit NameRegistered(node, name, owner);
    }

    /// @notice Sets a text record; the admin or the name's owner may do it.
    function setText(bytes32 node, string calldata key, string calldata value) external {
        address owner = owners[node];
        if (owner == address(0)) revert UnknownNode(node);
        if (msg.sender != admin && msg.sender != owner) revert Unauthorized(msg.sender);
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data);
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType);
    }

    function reverse(bytes calldata lookupAddress, uint256 coinType)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress, coinType);
    }

    function findResolver(bytes calldata name) external view returns (address, bytes32, uint256) {
        bytes32 node = _namehash(name, 0);
        return (owners[node] == address(0) ? address(0) : address(this), node, 0);
    }

    function _resolve(bytes calldata name, bytes calldata data) private view returns (bytes memory, address) {
        if (owners[_namehash(name, 0)] == address(0)) revert ResolverNotFound(name);
        if (data.length < 4) revert UnsupportedResolverProfile(bytes4(0));
        bytes4 selector = bytes4(data[:4]);
        // As with a real resolver, the record is read for the node inside `data`.
        if (selector == ADDR_SELECTOR) {
            bytes32 node = abi.decode(data[4:], (bytes32));
            return (abi.encode(owners[node]), address(this));
        }
        if (selector == ADDR_COIN_TYPE_SELECTOR) {
            (bytes32 node, uint256 coinType) = abi.decode(data[4:], (bytes32, uint256));
            address owner = owners[node];
            bytes memory addressBytes = owner != address(0) && _isEvmCoinType(coinType)
                ? abi.encodePacked(owner)
                : bytes("");
            return (abi.encode(addressBytes), address(this));
        }
        if (selector == TEXT_SELECTOR) {
            (bytes32 node, string memory key) = abi.decode(data[4:], (bytes32, string));
            return (abi.encode(texts[node][key]), address(this));
        }
        revert UnsupportedResolverProfile(selector);
    }

    /// An address without a primary name answers an empty name, which viem returns as null.
    function _reverse(bytes calldata lookupAddress, uint256 coinType)
        private
        view
        returns (string memory, address, address)
    {
        if (lookupAddress.length != 20 || !_isEvmCoinType(coinType)) return ("", address(0), address(0));
        string memory primary = primaryNames[address(bytes20(lookupAddress))];
        if (bytes(primary).length == 0) return ("", address(0), address(0));
        return (primary, address(this), address(this));
    }

    /// Ethereum (ENSIP-9) and every EVM chain (ENSIP-11) share the one address of a name here.
    function _isEvmCoinType(uint256 coinType) private pure returns (bool) {
        return coinType == ETH_COIN_TYPE || (coinType >= 0x80000000 && coinType <= 0xffffffff);
    }

    /// Namehash (ENSIP-1) of a DNS wire-format name, as viem's `packetToBytes` encodes it.
    function _namehash(bytes calldata dns, uint256 offset) private pure returns (bytes32) {
        if (offset >= dns.length) revert DNSDecodingFailed(dns);
        uint256 size = uint8(dns[offset]);
        if (size == 0) {
            if (offset + 1 != dns.length) revert DNSDecodingFailed(dns);
            return bytes32(0);
        }
        uint256 end = offset + 1 + size;
        if (end >= dns.length) revert DNSDecodingFailed(dns);
        bytes32 labelHash = keccak256(dns[offset + 1:end]);
        return keccak256(abi.encodePacked(_namehash(dns, end), labelHash));
    }
}
