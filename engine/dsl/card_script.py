"""`CardScript`: the base class of every card script (docs/contributing-cards.md, docs/dsl.md).

A script is a class per card with `code = "01035"` and a `setup_abilities` method that
declares the card's abilities so they read like the printed text::

    class AllieHensman(CardScript):
        code = "01035"

        def setup_abilities(self, ability: AbilityKit) -> None:
            self.action(
                play_type="noon",
                cost=ability.costs.boot_self(),
                message="{player} uses {source} to gain a permanent control point",
                handler=self.take_charge,
            )

It is the sum of the DSL's concerns, one module each: declarations (traits, actions, jobs,
spells, techniques), triggers (reactions), lasting effects, choices and pulls inside handlers,
moving dudes into posses, playing cards through an ability's terms and looking into a deck;
effects and costs come through `ability.effects` / `ability.costs`, and game actions through
`self.game.actions` (`engine/actions.py`). The names mirror the Doomtown online engine's DSL
in Python style.
"""

from __future__ import annotations

from typing import ClassVar

from engine.dsl.callouts import CallOuts
from engine.dsl.decks import Decks
from engine.dsl.declarations import Declarations
from engine.dsl.kit import AbilityKit
from engine.dsl.playing import Playing
from engine.dsl.posses import Posses
from engine.dsl.pulls import Pulls
from engine.dsl.triggers import Triggers


class CardScript(Declarations, Triggers, Playing, Pulls, Posses, CallOuts, Decks):
    """Base of every card script: one instance per card in a game."""

    code: ClassVar[str] = ""
    #: Reprints whose text was reworded (the Weird West Edition rewords many) but that
    #: behave the same, so they share this script. Each needs a feature of its own tagged
    #: `@card:<its code>` proving it; a same-text reprint shares the script without this.
    reprints: ClassVar[tuple[str, ...]] = ()
    #: Flags this card's effects set beyond the engine's own (`engine.effects.ENGINE_FLAGS`),
    #: so a board may hold them.
    flags: ClassVar[tuple[str, ...]] = ()
    #: Printed "<this dude> cannot be in your starting gang" (`cannot_be_in_starting_gang`).
    barred_from_starting_gang: bool = False
    #: Printed "You can include <this Gadget dude> in your starting gang"
    #: (`may_be_in_starting_gang`): lifts the rule that keeps Gadget dudes out (§2.2, §7.3).
    allowed_in_starting_gang: bool = False
    #: Printed "This deed enters play booted" (`enters_play_booted`).
    enters_booted: bool = False
    #: Printed "<this Gadget dude> enters play at the Mad Scientist's location"
    #: (`enters_play_at_inventors_location`, `engine.gadgets.invent_dude`).
    enters_at_inventors_location: bool = False

    def setup_abilities(self, ability: AbilityKit) -> None:
        """Declare the card's abilities and traits; override in each script."""
