"""Using another card's ability through an ability (digest §8.1): "Use the Shootout ability
of a Weapon on Vasilis (even if that ability has already been used), ignoring any boot
cost" (Vasilis the Boar).

The borrowed ability keeps its own requirement, target and other costs; what the text
lifts — its once-per-day limit and its boot costs (booting the card or its dude) — is not
checked, and the use does not count against the ability's limit either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import ActionAbility, Context
from engine.ability_costs import BootParent, BootSelf, Cost
from engine.card_effects import as_card_effect
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player


def _not_a_boot(cost: Cost) -> bool:
    return not isinstance(cost, (BootSelf, BootParent))


def usable_ignoring_boot_costs(game: Game, player: Player, ability: ActionAbility) -> bool:
    """Whether `player` could use `ability` now were its limit and boot costs lifted: its
    requirement holds, its other costs can be paid and it has a legal target."""
    context = Context(game, player, ability.card, ability)
    if ability.condition is not None and not ability.condition(context):
        return False
    if any(cost.check(context) is not None for cost in ability.cost if _not_a_boot(cost)):
        return False
    return ability.target is None or ability.target.any_eligible(context)


def use_ignoring_boot_costs(game: Game, player: Player, ability: ActionAbility) -> Flow:
    """Resolve `ability` for `player` as its own text says, but for its boot costs and its
    limit; returns False if the player cancels at its target."""
    context = Context(game, player, ability.card, ability)
    if not (yield from ability.choose_target(context)):
        return False
    for cost in ability.cost:
        if _not_a_boot(cost):
            yield from cost.pay(context)
    game.trace("ability.borrowed")
    game.trace_ability(ability, "initiated")
    ability.log_message(context)
    result = yield from as_card_effect(
        game, player, ability.play_type, ability.handler, context, source=context.source
    )
    game.trace_ability(ability, "resolved")
    return result
