// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title LatchToken
/// @notice A plain ERC-20 for the LatchKit local rig. The whole supply is minted in the
/// constructor (to the test accounts and the rig's liquidity account), so a chain is ready after
/// one transaction per token.
/// Errors follow ERC-6093 so wallets and viem can show why a transfer failed.
contract LatchToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;

    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error HoldersAndAmountsDiffer(uint256 holders, uint256 amounts);

    /// @param holders receive `amounts[i]` each; an address may appear once or more.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) {
        if (holders.length != amounts.length) revert HoldersAndAmountsDiffer(holders.length, amounts.length);
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        uint256 supply = 0;
        for (uint256 i = 0; i < holders.length; i++) {
            if (holders[i] == address(0)) revert ERC20InvalidReceiver(address(0));
            balanceOf[holders[i]] += amounts[i];
            supply += amounts[i];
            emit Transfer(address(0), holders[i], amounts[i]);
        }
        totalSupply = supply;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of the maximum value is unlimited, as in most deployed tokens.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
