"""Test of Wills (21056) — action.
Shootout: Boot an opposing card. If it is a goods or spell, it loses all abilities, traits, and
bonuses.
React: After posses are formed, if your posse has more total bullets than the opposing posse,
shootout plays cannot cause dudes to join posses or cause dudes to leave the shootout.

An opposing card is a dude of the opposing posse or a card attached to one, unbooted, as Hart's
Tea Shoppe reads it (ruling harts-tea-shoppe-boots-a-card-in-the-fight); a goods or spell is
blanked for the shootout, its bullet bonus with it (§8.3). The React holds the posses against
every player's Shootout plays for the shootout, more strictly than Scoop Hound's "cannot send
dudes home booted" (`engine.posse_holds`): a Shootout play sending a dude home, booted or not,
or moving him away leaves him in his posse, and none brings a dude in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class TestOfWills(CardScript):
    code = "21056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(
                prompt="Select a card", card_type="any", condition=self.opposing_card, choose=False
            ),
            message="{player} plays {source} on {target}",
            handler=self.stare_down,
        )
        self.reaction(
            when={"onPossesFormed": self.your_posse_outguns_theirs},
            message="{player} plays {source} to hold the posses",
            handler=self.hold_the_posses,
        )

    def opposing_card(self, card: Card, context: Context) -> bool:
        return self.is_opposing_card(card) and not card.booted

    def stare_down(self, context: Context) -> None:
        card = context.target
        assert card is not None
        self.game.actions.boot(card)
        if card.type in ("goods", "spell"):
            self.apply_ability_effect(context, match=card, effect=AbilityKit.effects.blank())
            self.game.log.add(
                "{0} boots {1}, which loses all abilities, traits and bonuses", context.player, card
            )
        else:
            self.game.log.add("{0} boots {1}", context.player, card)

    def your_posse_outguns_theirs(self, event: Event) -> bool:
        yours, theirs = self.your_posse, self.opposing_posse
        return sum(dude.bullets for dude in yours) > sum(dude.bullets for dude in theirs)

    def hold_the_posses(self, context: Context) -> None:
        self.apply_ability_effect(
            context,
            effect=AbilityKit.effects.posses_held_against_shootout_plays(no_dude_leaves=True),
            targets_players=True,
            target_controller="any",
        )
