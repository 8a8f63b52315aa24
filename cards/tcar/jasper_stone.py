"""Jasper Stone (19003) — legend.
Except at home, only your shooter contributes to your draw hand bonuses.  React, Boot: After
posses are formed, choose a dude in the opposing posse. Your shooter has +2 bullets while
opposing that dude, and while your posse has a non-token dude. If that opposing dude is aced,
give your declared shooter a permanent control point and permanent +1 bullets.

"At home" is a shootout at your own home. "While opposing that dude" is while he is in the
opposing posse (ruling jasper-opposing-means-in-the-opposing-posse); the bonus lasts the
shootout (§8.3). "Your declared shooter" is your shooter of the round in which he is aced.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class JasperStone(CardScript):
    code = "19003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.in_a_shootout_away_from_home,
            effect=ability.effects.only_shooter_contributes(),
        )
        self.reaction(
            when={"onPossesFormed": self.your_posse_is_formed},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.hunt,
        )
        self.trait_reaction(when={"onCardAced": self.the_hunted_dude_is_aced}, handler=self.reward)

    def in_a_shootout_away_from_home(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.location != self.controller.home.uid

    def your_posse_is_formed(self, event: Event) -> bool:
        return bool(self.your_posse)

    def hunt(self, context: Context) -> Flow:
        hunted = yield from self.select_card(context, self.opposing_posse, "Select a dude")
        self.name_for_this_shootout(hunted)
        self.game.log.add("{0} chooses {1}", context.player, hunted)
        self.until_end_of_shootout(
            context, match=self.your_shooter_facing_the_hunted, effect=AbilityKit.effects.modify_bullets(2)
        )

    def your_shooter_facing_the_hunted(self, card: Card) -> bool:
        return (
            card is self.your_shooter
            and any(self.named_this_shootout(dude) for dude in self.opposing_posse)
            and any(not dude.data.is_token for dude in self.your_posse)
        )

    def the_hunted_dude_is_aced(self, event: Event) -> bool:
        return bool(event.get("from_play")) and self.named_this_shootout(event.card)

    def reward(self, context: Context) -> None:
        shooter = self.your_shooter
        if shooter is None:  # aced before the shooters are picked
            return
        self.game.actions.add_control_point(shooter)
        self.permanently(context, match=shooter, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add(
            "{0} gives {1} a permanent control point and permanent +1 bullets", context.player, shooter
        )
